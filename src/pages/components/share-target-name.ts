/** A share destination's name: brand names the same in every language; Email is a word, translated. */
import type { ShareTarget } from '../../shared/share/share-targets';
import { t } from '../../platform/text/i18n';

const BRANDS: Record<Exclude<ShareTarget, 'email'>, string> = {
  x: 'X',
  linkedin: 'LinkedIn',
  whatsapp: 'WhatsApp',
  telegram: 'Telegram',
  reddit: 'Reddit',
  mastodon: 'Mastodon',
};

export const shareTargetName = (target: ShareTarget) => (target === 'email' ? t('shareEmail') : BRANDS[target]);
