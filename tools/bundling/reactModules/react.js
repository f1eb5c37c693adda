// React as an ES module for the page's own code: a hook call is then `useState(...)` by a plain name,
// not `(0, react.useState)(...)` through the CommonJS wrapper in every module. React DOM, which needs
// React's internals too, still requires the CommonJS file itself.
import React from '../../../node_modules/react/cjs/react.production.js';

export const Children = React.Children;
export const Component = React.Component;
export const Fragment = React.Fragment;
export const StrictMode = React.StrictMode;
export const Suspense = React.Suspense;
export const createContext = React.createContext;
export const createElement = React.createElement;
export const lazy = React.lazy;
export const memo = React.memo;
export const startTransition = React.startTransition;
export const use = React.use;
export const useCallback = React.useCallback;
export const useContext = React.useContext;
export const useDeferredValue = React.useDeferredValue;
export const useEffect = React.useEffect;
export const useId = React.useId;
export const useLayoutEffect = React.useLayoutEffect;
export const useMemo = React.useMemo;
export const useReducer = React.useReducer;
export const useRef = React.useRef;
export const useState = React.useState;
export const useSyncExternalStore = React.useSyncExternalStore;
export const useTransition = React.useTransition;
