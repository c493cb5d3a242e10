// Mantine's global sheets (CSS only, no code): each component's sheet comes with the component
// (build/mantine-css.ts), and Mantine's code with the first screen that uses it (decision 174). Imported first by
// app/providers.tsx, so these rules come before every other sheet.
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
// The base of every Mantine button (Button, ActionIcon, Pagination, CloseButton…) resets `background`; its sheet
// must come before theirs. Left to the component's chunk it could be inserted after Button's sheet (the
// chunks' sheets load in no fixed order) and every button lost its colour: so it is global, first (295 bytes).
import '@mantine/core/styles/UnstyledButton.css';
