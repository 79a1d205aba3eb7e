/** The popup's later parts' styles (./parts.css), adopted once, when the first of them loads. */
import { adoptStyles } from '../ui/adopt-styles';
import css from './parts.css?inline';

adoptStyles(css);
