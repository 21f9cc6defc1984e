import { createContext } from 'react';

/** The URL a server render draws (path and query), for its static router. */
export const ServerLocation = createContext('/');
