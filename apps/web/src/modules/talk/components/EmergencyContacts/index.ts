export { EmergencyContactList, type EmergencyContactListProps } from './EmergencyContactList.tsx';
export { EmergencyContactsTab, type EmergencyContactsTabProps } from './EmergencyContactsTab.tsx';
