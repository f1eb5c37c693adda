// CommonJS on purpose: esbuild runs a CommonJS module's body at its first require(), not when the
// page's script is evaluated. React DOM, most of the script, is thus evaluated when main.tsx calls
// this, in a task of its own, while its code comes with the script (no request after it).
module.exports = function reactDomClient() {
  return require('react-dom/client');
};
