import path from "node:path";
import { formatProblems } from "./problems";
import type { ServiceFile } from "./schemas";
import { readYamlFile } from "./yaml";

/** A YAML file of content/ through the build's reader; throws naming the file, as the build would. */
export function readContentYaml<T>(file: string, root = process.cwd()): T {
  const read = readYamlFile(path.join(root, "content", file));
  if (read.problems.length > 0) throw new Error(formatProblems(`content/${file}`, read.problems));
  return read.data as T;
}

export const readServices = (root = process.cwd()) =>
  readContentYaml<ServiceFile[]>("services.yaml", root);
