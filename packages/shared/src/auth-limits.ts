/** Names (first, last) are 1 to 64 characters (spec §9). */
export const NAME_MAX = 64;
/** Phone numbers are at most 20 characters (district registration). */
export const PHONE_MAX = 20;
/** New passwords: 8 to 64 characters, no composition rules (ASVS 2.1). */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
/** Sign-in keeps the spec's browser check of 6 characters: older accounts may be shorter than 8. */
export const SIGN_IN_PASSWORD_MIN = 6;
/** Access codes are at most 8 characters; a held code of 7 or more counts as valid. */
export const ACCESS_CODE_MAX = 8;
export const ACCESS_CODE_MIN_HELD = 7;
/** E-mail addresses: the spec's "standard pattern with a 2 to 4 letter ending". */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,4}$/;
export const EMAIL_MAX = 254;
