import { useTranslation } from 'react-i18next';
import classes from './skip-link.module.css';

/** First tab stop: jumps past the header and menu to the screen's content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a href="#main-content" className={classes.link}>
      {t('common.skip_to_content')}
    </a>
  );
}
