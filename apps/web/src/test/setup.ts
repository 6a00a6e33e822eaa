// Tests run against the real tokens, font and base styles, as the app does.
import '@genba/ui/global.css';
