'use client';
import { SelectField, useFormFields } from '@payloadcms/ui';
import type { SelectFieldClient, TextFieldClientProps } from 'payload';
import { type ChoiceOption, designBelongsTo } from '../blocks/choice';

type Props = TextFieldClientProps & { options: ChoiceOption[]; ofThePage?: boolean };

/**
 * The editor's select for a choiceField (cms/blocks/choice.ts): a text field offering a list. The
 * list is checked on save by the field's own validate, on the server.
 */
export function ChoiceField({ options, ofThePage, field, path: fieldPath, readOnly }: Props) {
  const path = useFormFields(([fields]) => fields.path?.value);
  const offered = ofThePage
    ? options.filter((option) => designBelongsTo(option.value, String(path ?? '')))
    : options;
  const select: SelectFieldClient = {
    ...field,
    type: 'select',
    options: offered,
    admin: { ...field.admin, isClearable: !field.required, isSortable: false },
  } as SelectFieldClient;
  return <SelectField field={select} path={fieldPath} readOnly={readOnly} />;
}
