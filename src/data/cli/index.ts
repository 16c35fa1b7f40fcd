/** Every celocli topic documented under /cli, keyed by the topic id in the route. */
import type {CliTopic} from './types';

export const cliTopics: Record<string, CliTopic> = {};
