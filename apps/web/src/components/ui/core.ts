/*
 * The UI kit's door (decisions 203, 223): the plain widgets drawn as Mantine draws them — Button, TextInput,
 * NativeSelect, Box, Stack, Group, Text, Title, Paper, Anchor, Alert, Loader — and, from Mantine, the richer
 * widgets worth it (tables, tabs, modal with its focus trap, accordion, pagination, check boxes…). Screens import
 * these from here, never from @mantine/* (the architecture test's rule), so a widget can be replaced or restyled
 * in one place. The file is marked free of side effects (build/ui-kit.ts): a screen that imports only plain names
 * from it loads no Mantine code (and may be marked withoutMantine in its routes).
 */
export {
  Accordion,
  ActionIcon,
  Badge,
  Card,
  Center,
  Checkbox,
  CloseButton,
  Code,
  Collapse,
  Divider,
  Drawer,
  Image,
  Input,
  List,
  // the provider and its context, for test renderers and the check that a page runs without Mantine
  MantineContext,
  MantineProvider,
  Modal,
  Pagination,
  Popover,
  Radio,
  ScrollArea,
  SegmentedControl,
  SimpleGrid,
  Skeleton,
  Switch,
  Table,
  Tabs,
  Textarea,
  ThemeIcon,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
export { Alert } from './alert/alert';
// the kit's one button, text input and native select: plain markup drawn as Mantine draws them (decision 223)
export { Button, type ButtonProps } from './button/button';
// plain check box, radio, × button, loading block and list without Mantine (decision 225): a screen built on
// them may be marked withoutMantine; Mantine's Checkbox, Radio… above stay for the screens not moved yet
export {
  Checkbox as PlainCheckbox,
  type ChoiceProps as PlainChoiceProps,
  Radio as PlainRadio,
  RadioGroup as PlainRadioGroup,
} from './choice/choice';
export { DateInput as PlainDateInput } from './date-field/date-input';
// the layout and text primitives, plain markup with Mantine's props and look (decision 223)
export { Anchor, Box, Group, Paper, Stack, Text, Title } from './layout/layout';
export { CloseButton as PlainCloseButton, List as PlainList, Skeleton as PlainSkeleton } from './misc/misc';
export {
  type InputProps as TextInputProps,
  PlainSelect as NativeSelect,
  PlainTextInput as TextInput,
} from './plain-form/plain-form';
export { Loader } from './spinner/loader';
