export { toBlogPost, splitKeywords, blogCategory, DEFAULT_BLOG_AUTHOR, DEFAULT_BLOG_IMAGE, BLOG_EXCERPT_LENGTH } from "./blog";
export { toJob, jobTypeOrDefault, NOT_SPECIFIED } from "./job";
export { toService, toServiceNavItem, SERVICE_NAV_DESCRIPTION_LENGTH } from "./service";
