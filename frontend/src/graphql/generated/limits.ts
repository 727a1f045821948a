// ------------------------------------------------------
// THIS FILE WAS AUTOMATICALLY GENERATED (DO NOT MODIFY)
// from backend/src/contract/client-limits.ts by `npm run schema`
// ------------------------------------------------------

export const PROMPT_MAX_LENGTH = 3000 as const;
export const ENHANCE_PROMPT_MAX_LENGTH = 300 as const;
export const SEARCH_MAX_LENGTH = 3000 as const;
export const FOLDER_NAME_MAX_LENGTH = 100 as const;
export const FAVORITE_NAME_MAX_LENGTH = 100 as const;
export const PROMPT_STYLE_LIMITS = {"name":60,"template":1000,"negativePrompt":1000,"perUser":100} as const;
export const ACCOUNT_NAME_MAX_LENGTH = 100 as const;
export const EMAIL_MAX_LENGTH = 254 as const;
export const API_KEY_NAME_MAX_LENGTH = 60 as const;
export const WEBHOOK_URL_MAX_LENGTH = 2048 as const;
export const CREDIT_PACK_NAME_MAX_LENGTH = 40 as const;
export const SHARE_PASSWORD_MAX_LENGTH = 200 as const;
export const SHARE_REPORT_NOTE_MAX = 1000 as const;
export const SHARE_REPORT_REASON_LABELS = {"sexual":"Sexual or adult content","minor":"Endangers or sexualises a minor","violence":"Violence or gore","hate":"Hate or harassment","illegal":"Other illegal content","copyright":"Copyright or trademark infringement","spam":"Spam or scam","other":"Something else"} as const;
export const MAX_IP_ADAPTER_IMAGES = 4 as const;
export const IP_ADAPTER_WEIGHT_TYPES = ["normal","ease_in","ease_out","ease_in_out","weak_input","weak_output","weak_middle","strong_middle","style_transfer","composition","strong_style_transfer","style_and_composition","strong_style_and_composition"] as const;
export const IP_ADAPTER_COMBINE_METHODS = ["concat","add","subtract","average","norm_average"] as const;
export const HIRES_FIX_UPSCALERS = ["runware:esrgan@ultrasharp","runware:esrgan@animesharp","runware:realesrgan@anime-6b","runware:504@1"] as const;
export const IMAGE_FORMATS = ["png","jpeg","webp"] as const;
export const PROMPT_WEIGHTINGS = ["None","Compel","SdEmbeds"] as const;
export const REFINEMENT_STEPS_MAX = 100 as const;
export const COMPARISON_VALUES_MAX = 5 as const;
export const REFERENCE_LIMITS = {"name":60,"images":4,"perUser":100} as const;
export const MAX_WEBHOOKS_PER_USER = 5 as const;
export const MAX_CREDIT_GRANT = 1000000 as const;
