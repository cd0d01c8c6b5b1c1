import type { BlogPost, CaseStudy } from './schema';

const norm = (value: string) => value.trim().toLowerCase();

function postTopics(post: BlogPost): Set<string> {
  return new Set([post.blogCategory, post.blogIndustry, post.blogCapability, ...(post.blogTags ?? [])].map(norm));
}

/** Articles sharing the most topics with the given one, newest first among equals. */
export function relatedPosts(post: BlogPost, newestFirst: BlogPost[], limit = 3): BlogPost[] {
  const topics = postTopics(post);
  return newestFirst
    .filter((candidate) => candidate.blogURL !== post.blogURL)
    .map((candidate, order) => ({
      candidate,
      order,
      score: [...postTopics(candidate)].filter((topic) => topics.has(topic)).length,
    }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, limit)
    .map(({ candidate }) => candidate);
}

/** Articles and case studies whose category, industry, capability or tag is one of the topics. */
export function postsForTopics(topics: string[], posts: BlogPost[], limit = 3): BlogPost[] {
  const wanted = new Set(topics.map(norm));
  return posts.filter((post) => [post.blogCategory, post.blogIndustry, post.blogCapability].some((value) => wanted.has(norm(value)))).slice(0, limit);
}

export function caseStudiesForTopics(topics: string[], studies: CaseStudy[], limit = 3): CaseStudy[] {
  const wanted = new Set(topics.map(norm));
  return studies.filter((study) => wanted.has(norm(study.caseTag))).slice(0, limit);
}
