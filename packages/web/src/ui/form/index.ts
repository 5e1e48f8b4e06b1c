export { describeField } from './describe-field';
export { FormRenderer, type FormRendererProps } from './form-renderer';
