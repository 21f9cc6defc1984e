import { createContext } from 'react';
import { addErrorTextsLater, type ErrorTextsLoader } from '@dating/shared-contracts';

/**
 * Where the API's error texts come from: each remote root is given its own package's loader
 * (its definition's `errorTexts`), so a remote released after the shell shows the texts of the
 * codes it knows. Outside a remote root (the platform's own tests), the platform's copy.
 */
export const ErrorTextsContext = createContext<ErrorTextsLoader>(addErrorTextsLater);
