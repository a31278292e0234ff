import { forms } from '#shared/i18n/en/forms';
import { Field } from './field';
import { Icon } from './icon';
import './file-field.css';
import { useT } from '../lib/locale';

type Props = {
  id: string;
  label: string;
  optional?: boolean;
  hint: string;
  accept: string;
  file: File | null;
  error?: string;
  /** Spans both columns of a two-column form grid. */
  wide?: boolean;
  onChange: (file: File | null) => void;
};

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** A file picker that looks like a drop zone and says which file is chosen. */
export function FileField({ id, label, optional, hint, accept, file, error, wide = true, onChange }: Props) {
  const t = useT(forms);
  return (
    <Field id={id} label={label} optional={optional} hint={hint} error={error} wide={wide} labelledBy>
      {(control) => (
        <label
          className={`file-field${error ? ' file-field--invalid' : ''}${file ? ' file-field--chosen' : ''}`}
          htmlFor={id}
        >
          <Icon name="upload" size={28} className="file-field__icon" />
          <span className="file-field__text">
            {file ? (
              <>
                <strong className="file-field__name">{file.name}</strong>
                <span className="file-field__meta">
                  {sizeText(file.size)} · {t('tapToChange')}
                </span>
              </>
            ) : (
              <>
                <strong>{t('chooseFile')}</strong>
                <span className="file-field__meta">{t('fileFromPhone')}</span>
              </>
            )}
          </span>
          <input
            {...control}
            className="file-field__input"
            type="file"
            accept={accept}
            aria-labelledby={`${id}-label`}
            onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          />
        </label>
      )}
    </Field>
  );
}
