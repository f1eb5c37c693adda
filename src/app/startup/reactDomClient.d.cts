import type * as Client from 'react-dom/client';

declare function reactDomClient(): typeof Client;
export = reactDomClient;
