import { useId, useState } from 'react';
import { UPLOAD_MAX_BYTES } from '#shared/schemas/admin';
import { ApiClientError } from '../../../lib/api-client';
import { formatSize } from '../admin-format';
import { uploadFile } from '../api/upload-file';

const ACCEPT = { image: 'image/jpeg,image/png,image/webp,image/gif', pdf: 'application/pdf' } as const;
/** A photo is sized here before upload (six files of a few hundred KB), so a phone camera's original fits. */
const PHOTO_SOURCE_MAX_BYTES = 40 * 1024 * 1024;
const sizable = (file: File) => ['image/jpeg', 'image/png', 'image/webp'].includes(file.type);

/** Sized in the browser when it can (480/960/1600 px, WebP and JPEG), else the file as it is. */
async function upload(file: File): Promise<string> {
  if (sizable(file)) {
    const { uploadPhoto } = await import('../api/upload-photo');
    const url = await uploadPhoto(file);
    if (url) return url;
  }
  if (file.size > UPLOAD_MAX_BYTES) {
    throw new Error(`The file is ${formatSize(file.size)}; the limit is ${formatSize(UPLOAD_MAX_BYTES)}.`);
  }
  return uploadFile(file);
}

/**
 * Uploads an image or a PDF (POST /api/admin/uploads) and hands back its URL. Type and size are checked here
 * for a quick answer; the worker checks them again by the file's first bytes. A JPEG, PNG or WebP picture is
 * uploaded in the sizes visitors' pages use (../api/upload-photo.ts), and its 960 px JPEG's URL handed back.
 */
export function UploadButton({
  accept,
  label,
  onUploaded,
  disabled,
}: {
  accept: keyof typeof ACCEPT;
  label: string;
  onUploaded: (url: string) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [state, setState] = useState<{ busy: boolean; error: string | null }>({ busy: false, error: null });

  const pick = async (file: File | undefined) => {
    if (!file) return;
    const wanted = accept === 'pdf' ? file.type === 'application/pdf' : ACCEPT.image.split(',').includes(file.type);
    if (!wanted)
      return setState({
        busy: false,
        error: accept === 'pdf' ? 'Choose a PDF file.' : 'Choose a JPEG, PNG, WebP or GIF image.',
      });
    const limit = accept === 'image' && sizable(file) ? PHOTO_SOURCE_MAX_BYTES : UPLOAD_MAX_BYTES;
    if (file.size > limit)
      return setState({
        busy: false,
        error: `The file is ${formatSize(file.size)}; the limit is ${formatSize(limit)}.`,
      });
    setState({ busy: true, error: null });
    try {
      onUploaded(await upload(file));
      setState({ busy: false, error: null });
    } catch (error) {
      const unauthorised = error instanceof ApiClientError && error.status === 401;
      setState({
        busy: false,
        error: unauthorised ? 'Sign in again, then upload the file again.' : (error as Error).message,
      });
    }
  };

  return (
    <span className="upload">
      <label
        className={`button button--secondary admin-button upload__button${disabled || state.busy ? ' upload__button--disabled' : ''}`}
        htmlFor={id}
      >
        {state.busy ? 'Uploading…' : label}
      </label>
      <input
        id={id}
        className="visually-hidden"
        type="file"
        accept={ACCEPT[accept]}
        disabled={disabled || state.busy}
        onChange={(event) => {
          void pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {state.error ? (
        <span className="field__error" role="alert">
          {state.error}
        </span>
      ) : null}
    </span>
  );
}
