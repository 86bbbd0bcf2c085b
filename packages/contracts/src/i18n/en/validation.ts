import type { validation as sv } from '../sv/validation';

export const validation: typeof sv = {
  required: 'The {{field}} field is required',
  email: 'The {{field}} must be a valid email',
  max: 'The {{field}} may not be greater than {{max}} characters',
  min: 'The {{field}} must be at least {{min}} characters',
  format: 'The {{field}} format is invalid',
  invalid: 'The {{field}} field is not valid',
  password_short: 'Your password is too short.',
  password_uppercase: 'The password must contain at least one uppercase letter.',
  password_lowercase: 'The password must contain at least one lowercase letter.',
  password_number: 'The password must contain at least one number.',
  password_mismatch: 'The passwords do not match.',
  code_format: 'The code is 6 digits.',
  image_required: 'Please select an image to upload',
  org_number: 'The organisation number is written NNNNNN-NNNN.',
  bankgiro: 'The bankgiro number is written NNN-NNNN or NNNN-NNNN.',
  plugin_path: 'The path starts with /plugins/ followed by lowercase letters, digits and hyphens.',
  url: 'The {{field}} must be a web address starting with http:// or https://',
};
