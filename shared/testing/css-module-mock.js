// CSS modules in Jest: every class name maps to itself, so components keep stable class names in tests.
module.exports = new Proxy({}, { get: (_target, key) => (key === '__esModule' ? false : String(key)) });
