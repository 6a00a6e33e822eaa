export type { AccountMenuProps } from './AccountMenu.tsx';
export { AccountMenu } from './AccountMenu.tsx';
export type {
  AccountMenuCompany,
  AccountMenuEntry,
  AccountMenuModel,
  AccountMenuOffice,
  AccountSwitch,
} from './accountMenuState.ts';
export { accountMenuModel, switchRequestOf } from './accountMenuState.ts';
