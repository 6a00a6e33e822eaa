export type { PostalLookupResult, ProjectFormProps } from './ProjectForm.tsx';
export { ProjectForm } from './ProjectForm.tsx';
export type { PrimeContractorOption } from './ProtecReceptionFields.tsx';
