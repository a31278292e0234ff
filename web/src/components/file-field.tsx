import { forms } from '#shared/i18n/en/forms';
import { FieldError } from './form-field';
import { Icon } from './icon';
import './file-field.css';
import { useT } from '../lib/locale';

type Props = {
  id: string;
  label: string;
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
export function FileField({ id, label, hint, accept, file, error, wide = true, onChange }: Props) {
  const t = useT(forms);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field${wide ? ' field--wide' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
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
          id={id}
          className="file-field__input"
          type="file"
          accept={accept}
          aria-labelledby={`${id}-label`}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        />
      </label>
      <span className="field__hint" id={`${id}-hint`}>
        {hint}
      </span>
      <FieldError id={id} error={error} />
    </div>
  );
}
