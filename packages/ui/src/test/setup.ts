// Component tests run against the real stylesheet, as the app does.
import '../styles/index.css';
