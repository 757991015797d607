'use client';
import { SelectField, useField, useFormFields } from '@payloadcms/ui';
import type { SelectFieldClient, TextFieldClientProps } from 'payload';
import { type ChoiceOption, designBelongsTo } from '../blocks/choice';

type Props = TextFieldClientProps & { options: ChoiceOption[]; ofThePage?: boolean };

/**
 * The editor's select for a choiceField (cms/blocks/choice.ts): a text field offering a list; a
 * list of pictures also as thumbnails, the chosen one outlined, any of them chosen by a click. The
 * list is checked on save by the field's own validate, on the server.
 */
export function ChoiceField({ options, ofThePage, field, path: fieldPath, readOnly }: Props) {
  const path = useFormFields(([fields]) => fields.path?.value);
  const { value, setValue } = useField<string>({ path: fieldPath });
  const offered = ofThePage
    ? options.filter((option) => designBelongsTo(option.value, String(path ?? '')))
    : options;
  const select: SelectFieldClient = {
    ...field,
    type: 'select',
    options: offered,
    admin: { ...field.admin, isClearable: !field.required, isSortable: false },
  } as SelectFieldClient;
  const pictures = offered.filter((option) => option.preview);
  return (
    <>
      <SelectField field={select} path={fieldPath} readOnly={readOnly} />
      {pictures.length > 0 && (
        <div
          role="group"
          aria-label="Pictures to choose from"
          data-choice-previews
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fill, minmax(7.5rem, 1fr))',
            gap: '0.5rem',
            margin: '-0.75rem 0 1.5rem',
          }}
        >
          {pictures.map((option) => {
            const chosen = option.value === value;
            return (
              <button
                key={option.value}
                type="button"
                title={option.label}
                aria-label={option.label}
                aria-pressed={chosen}
                disabled={readOnly}
                onClick={() => setValue(option.value)}
                style={{
                  padding: '0.375rem',
                  borderRadius: '0.5rem',
                  background: '#f6f0fd',
                  border: chosen ? '2px solid #7b2fc9' : '2px solid transparent',
                  cursor: readOnly ? 'default' : 'pointer',
                }}
              >
                {/* eslint-disable-next-line @next/next/no-img-element -- a thumbnail of a static SVG */}
                <img
                  src={option.preview}
                  alt=""
                  width={120}
                  height={80}
                  loading="lazy"
                  style={{ display: 'block', width: '100%', height: '5rem', objectFit: 'contain' }}
                />
              </button>
            );
          })}
        </div>
      )}
    </>
  );
}
