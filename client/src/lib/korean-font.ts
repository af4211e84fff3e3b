/**
 * The Korean web font (Noto Sans KR), for classroom PCs without a Korean font. Imported by the
 * pages that show Korean, so only they load its stylesheet; the font itself comes in small unicode-range
 * slices, only for the characters a page shows, and only where no local Korean font comes first in the
 * font stack (index.css). `font-display: swap`: text is readable at once and re-drawn when a slice arrives.
 */
import '@fontsource/noto-sans-kr/400.css';
import '@fontsource/noto-sans-kr/700.css';
