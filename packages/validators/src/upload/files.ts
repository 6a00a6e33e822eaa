/** Talk §5 upload types: extensions, compared case-insensitively. */
export const UPLOAD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp', 'gif'] as const;
export const UPLOAD_DOCUMENT_EXTENSIONS = ['pdf', 'xls', 'xlsx', 'doc', 'docx'] as const;
export const UPLOAD_EXTENSIONS = [...UPLOAD_IMAGE_EXTENSIONS, ...UPLOAD_DOCUMENT_EXTENSIONS] as const;
export type UploadExtension = (typeof UPLOAD_EXTENSIONS)[number];

/** The extension after the last dot, lower-cased; '' when the name has none. */
export const fileExtension = (name: string): string => {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
};

const isOneOf = (list: readonly string[], name: string): boolean => list.includes(fileExtension(name));

export const isSupportedUploadFile = (name: string): boolean => isOneOf(UPLOAD_EXTENSIONS, name);
export const isSupportedImageFile = (name: string): boolean => isOneOf(UPLOAD_IMAGE_EXTENSIONS, name);
export const isSupportedDocumentFile = (name: string): boolean => isOneOf(UPLOAD_DOCUMENT_EXTENSIONS, name);
