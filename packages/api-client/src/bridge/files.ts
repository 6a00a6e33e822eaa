import type { TBridgeFile } from './messages.ts';

/**
 * A file from the app as a File for the upload calls: base64 data is
 * decoded; a URI is fetched (the app serves picked files over it).
 */
export const bridgeFileToFile = async (
  file: TBridgeFile,
  fetcher: typeof fetch = globalThis.fetch,
): Promise<File> => {
  if (file.base64 !== undefined) {
    const bytes = Uint8Array.from(atob(file.base64.replace(/^data:[^,]*,/, '')), (char) =>
      char.charCodeAt(0),
    );
    return new File([bytes], file.name, { type: file.type });
  }
  if (file.uri !== undefined) {
    const response = await fetcher(file.uri);
    return new File([await response.blob()], file.name, { type: file.type });
  }
  throw new Error(`The app sent "${file.name}" with neither data nor a URI`);
};
