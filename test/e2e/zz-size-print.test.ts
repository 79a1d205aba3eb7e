import { it } from 'vitest';
import { measureSizes, kB } from '../support/size';
it('sizes', () => { const s = measureSizes(); console.log('SIZES popup', s.popup.gzip, 'files', s.popup.files.length, 'manager', s.manager.gzip, s.manager.files.length, 'bg', s.background.gzip, 'zip', s.zip.bytes, kB(s.zip.bytes)); });
