export { ToggleButtons, type ToggleButtonsProps } from './ToggleButtons.tsx';
