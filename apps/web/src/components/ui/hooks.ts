/*
 * The UI kit's hooks (decision 203): Mantine's, through one door so no screen imports @mantine/hooks. They are
 * plain React (no provider, no styles): the first page may use them (the home page's popups do).
 */
export { useDisclosure, useMediaQuery, usePagination, useWindowEvent } from '@mantine/hooks';
