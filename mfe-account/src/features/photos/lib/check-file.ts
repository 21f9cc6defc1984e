import { PHOTO_MAX_MB, PHOTO_UPLOAD_TYPES } from '@dating/shared-contracts/api';

export const PHOTO_ACCEPT = [...PHOTO_UPLOAD_TYPES, '.heic', '.heif'].join(',');

/** Why a chosen file is not sent, as a text key of the photos namespace; null: send it. */
export type FileProblem = 'fileType' | 'fileTooLarge' | null;

// Some browsers give a HEIC photo no type at all: its name decides then. The API checks the
// content in any case; this only spares an upload that cannot succeed.
const HEIC_NAME = /\.(heic|heif)$/i;

export function checkPhotoFile(file: File): FileProblem {
  const typed = (PHOTO_UPLOAD_TYPES as readonly string[]).includes(file.type);
  if (!typed && !(file.type === '' && HEIC_NAME.test(file.name))) return 'fileType';
  if (file.size > PHOTO_MAX_MB * 1024 * 1024) return 'fileTooLarge';
  return null;
}
