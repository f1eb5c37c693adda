// React's JSX runtime as an ES module: the page's many `jsx(...)` calls then reach it by a plain name
// instead of through the CommonJS wrapper's `(0, runtime.jsx)(...)` in every module.
import runtime from '../../../node_modules/react/cjs/react-jsx-runtime.production.js';

export const { jsx, jsxs, Fragment } = runtime;
