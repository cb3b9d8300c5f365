export { type FieldProps, type FieldWidth } from './field-parts';
export { TextField, type TextFieldProps, type TextFieldType } from './text-field';
export { TextArea, type TextAreaProps } from './text-area';
export { Select, type SelectOption, type SelectProps } from './select';
export { Checkbox, type CheckboxProps } from './checkbox';
export { DateField, type DateFieldProps } from './date-field';
export { FileField, type FileFieldProps } from './file-field';
export { acceptedFormats, fileFieldHint, formatFileSize } from './file-hint';
export { Fieldset, type FieldsetProps } from './fieldset';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './radio-group';
export {
  ErrorSummary,
  errorSummaryTitle,
  type ErrorSummaryHeadingLevel,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from './error-summary';
export { fieldMessages } from './messages';
