/*
 * The UI kit's Mantine-backed part (decision 203): layout and typography primitives (Stack, Group, Box, Text,
 * Title…), the richer widgets (tables, tabs, modal with its focus trap, accordion, pagination…) and the fields
 * that take Mantine's props. Screens import these from here, never from @mantine/* (the architecture test's rule),
 * so a widget can be replaced or restyled in one place. Importing this file brings Mantine's code: a page built
 * without Mantine (decisions 174, 177) uses the plain entry `./plain` instead, which never imports this one.
 */
export {
  Accordion,
  ActionIcon,
  Anchor,
  Badge,
  Box,
  Button,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Code,
  Collapse,
  Divider,
  Drawer,
  Group,
  Image,
  Input,
  List,
  // the provider and its context, for test renderers and the check that a page runs without Mantine
  MantineContext,
  MantineProvider,
  Modal,
  NativeSelect,
  Pagination,
  Paper,
  Popover,
  Radio,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
  type TextInputProps,
  ThemeIcon,
  Title,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
export { Alert } from './alert/alert';
export { Loader } from './spinner/loader';
