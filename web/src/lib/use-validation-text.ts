import { useCallback } from 'react';
import { translateValidation } from '#shared/i18n/validation';
import { useCatalog } from './locale';

/** A shared schema's message (client check or the worker's answer) in the visitor's language. */
export function useValidationText(): (message: string) => string {
  const catalog = useCatalog();
  return useCallback((message: string) => translateValidation(message, catalog?.validation), [catalog]);
}
