import { configure } from '@testing-library/react';

// findBy… and waitFor wait up to 5 s instead of 1 s: screens load their code (a dialog's provider, a form's schema,
// a view's part) as chunks apart (decisions 222, 225, 226), and beside a server test file on the other worker of a
// loaded 2-core machine such an import can take more than a second. A passing wait ends as soon as it is met.
configure({ asyncUtilTimeout: 5_000 });
