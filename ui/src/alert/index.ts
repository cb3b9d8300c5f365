export { Alert, type AlertHeadingLevel, type AlertProps, type AlertVariant } from './alert';
