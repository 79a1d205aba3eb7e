/**
 * The service's own short domain, used when none is given ("If empty, zd.lc will be used"): an empty
 * domain field's placeholder. A module of its own: ./domain.ts is in the popup's first load, the fields are not.
 */
export const SERVICE_DEFAULT_DOMAIN = 'zd.lc';
