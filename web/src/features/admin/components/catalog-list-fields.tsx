import { useContext } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FormValues } from '../catalog-form';
import { EditorContext, firstUnder, TextField } from './catalog-editor-fields';
import { UploadButton } from './upload-button';

// The editor's lists (gallery images, itinerary days): each entry a field of the form ('images.2'), the
// list itself added to, reordered and trimmed as a whole.

/** The list at `name`, and a way to replace it that marks the form changed. */
function useList(name: 'images' | 'itinerary') {
  const { control, setValue } = useFormContext<FormValues>();
  const { edited } = useContext(EditorContext);
  const items = (useWatch({ control, name }) as string[] | undefined) ?? [];
  const change = (next: string[]) => {
    setValue(name, next, { shouldDirty: true });
    edited();
  };
  return { items, change };
}

export function Gallery({ editable }: { editable: boolean }) {
  const { items: images, change } = useList('images');
  return (
    <fieldset className="list-editor">
      <legend className="field__label">Gallery images (detail page slider)</legend>
      {images.length === 0 ? (
        <p className="admin-muted list-editor__empty">None yet: the detail page shows the main image.</p>
      ) : null}
      <ol className="list-editor__items">
        {images.map((url, index) => (
          <li key={index} className="list-editor__item">
            {url ? <img className="url-field__thumb" src={url} alt="" width={96} height={64} /> : null}
            <TextField label={`Image ${index + 1}`} name={`images.${index}`} maxLength={2048} />
            <RowButtons
              index={index}
              count={images.length}
              label={`image ${index + 1}`}
              onMove={(to) => change(move(images, index, to))}
              onRemove={() => change(images.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      <div className="list-editor__add">
        <button type="button" className="button button--secondary admin-button" onClick={() => change([...images, ''])}>
          Add image address
        </button>
        <UploadButton
          accept="image"
          label="Upload image"
          onUploaded={(url) => change([...images, url])}
          disabled={!editable}
        />
      </div>
    </fieldset>
  );
}

export function Itinerary() {
  const { items: days, change } = useList('itinerary');
  const { errors } = useContext(EditorContext);
  // A message about the list as a whole (too few days), when no single day carries one.
  const listError = Object.keys(errors).some((key) => /^details\.itinerary\.\d+$/.test(key))
    ? undefined
    : firstUnder(errors, 'details.itinerary');
  return (
    <fieldset className="list-editor">
      <legend className="visually-hidden">Itinerary days</legend>
      <p className="field__hint">One entry per day, e.g. “Day 2: Houseboat cruise on Vembanad Lake”.</p>
      <ol className="list-editor__items">
        {days.map((_, index) => (
          <li key={index} className="list-editor__item">
            <TextField
              label={`Day ${index + 1}`}
              name={`itinerary.${index}`}
              path={`details.itinerary.${index}`}
              multiline
              rows={2}
            />
            <RowButtons
              index={index}
              count={days.length}
              label={`day ${index + 1}`}
              onMove={(to) => change(move(days, index, to))}
              onRemove={() => change(days.filter((_, i) => i !== index))}
            />
          </li>
        ))}
      </ol>
      {listError ? <span className="field__error">{listError}</span> : null}
      <button
        type="button"
        className="button button--secondary admin-button"
        onClick={() => change([...days, `Day ${days.length + 1}: `])}
      >
        Add day
      </button>
    </fieldset>
  );
}

function RowButtons({
  index,
  count,
  label,
  onMove,
  onRemove,
}: {
  index: number;
  count: number;
  label: string;
  onMove: (to: number) => void;
  onRemove: () => void;
}) {
  return (
    <span className="list-editor__buttons">
      <button
        type="button"
        className="admin-icon-button"
        onClick={() => onMove(index - 1)}
        disabled={index === 0}
        aria-label={`Move ${label} up`}
      >
        ↑
      </button>
      <button
        type="button"
        className="admin-icon-button"
        onClick={() => onMove(index + 1)}
        disabled={index === count - 1}
        aria-label={`Move ${label} down`}
      >
        ↓
      </button>
      <button
        type="button"
        className="admin-icon-button admin-icon-button--danger"
        onClick={onRemove}
        aria-label={`Remove ${label}`}
      >
        ✕
      </button>
    </span>
  );
}

function move<T>(items: T[], from: number, to: number): T[] {
  if (to < 0 || to >= items.length) return items;
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
