import { fileExtension } from '../upload/files.ts';

export type NewsOpenAction = 'detail' | 'download' | 'nativeViewer';

/**
 * Core §4 / talk §4: html, extensionless and invitation-type news open the
 * detail page; other files are downloaded in the browser or handed to the
 * native viewer inside the mobile app. Opening marks the item read.
 */
export const newsOpenAction = (
  news: { news_file_path: string | null; isInvitation: boolean },
  inApp: boolean,
): NewsOpenAction => {
  // Stryker disable next-line StringLiteral: equivalent, any text without a dot has no extension, as '' has none; split always gives a first element.
  const path = (news.news_file_path ?? '').split(/[?#]/)[0] ?? '';
  const name = path.slice(path.lastIndexOf('/') + 1);
  const ext = fileExtension(name);
  if (news.isInvitation || ext === '' || ext === 'html' || ext === 'htm') return 'detail';
  return inApp ? 'nativeViewer' : 'download';
};
