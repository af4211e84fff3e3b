/**
 * The page's only script tag. Server-rendered pages (ADR 0005) are readable as soon as their HTML has
 * arrived; the app's code is only needed to make them interactive. So the page paints first, with the
 * whole connection for its HTML, and the app is fetched and started from the next frame on.
 */
import './index.css';

requestAnimationFrame(() => setTimeout(() => void import('./main')));
