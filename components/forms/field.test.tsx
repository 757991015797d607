/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Field } from './field';

it('labels its control, marks it required, and describes it by its hint and its error', () => {
  render(
    <Field
      name="resume"
      idPrefix="apply"
      label="Resume"
      required
      hint="PDF, up to 5 MB"
      error="Resume is required"
    >
      {(control) => <input type="file" {...control} />}
    </Field>,
  );
  const input = screen.getByLabelText(/^Resume/);
  expect(input).toHaveAttribute('id', 'apply-resume');
  expect(input).toHaveAttribute('name', 'resume');
  expect(input).toBeRequired();
  expect(input).toHaveAttribute('aria-invalid', 'true');
  expect(input).toHaveAccessibleDescription('PDF, up to 5 MB Resume is required');
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
});

it('says nothing of validity until there is an error, and an optional field is not required', () => {
  render(
    <Field name="notice_period" idPrefix="application" label="Notice period">
      {(control) => <input {...control} defaultValue="30 days" />}
    </Field>,
  );
  const input = screen.getByLabelText('Notice period');
  expect(input).not.toBeRequired();
  expect(input).not.toHaveAttribute('aria-invalid');
  expect(input).not.toHaveAttribute('aria-describedby');
  expect(input).toHaveValue('30 days');
});
