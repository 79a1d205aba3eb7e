/**
 * The styles of the popup's later parts (./parts.css) and of the forms and dialogs among them
 * (src/pages/components/forms.css), adopted once, when the first part loads (./part.ts): the popup's
 * first frame needs none of them.
 */
import { adoptStyles } from '../components/adopt-styles';
import forms from '../components/forms.css?inline';
import parts from './parts.css?inline';

adoptStyles(forms + parts);
