// Behaviour tests run against the real tokens and primitives' styles, as the app does.
import '@genba/ui/tokens.css';
