import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { difficultyTone } from "@/lib/learning/rules";
import type { ExamJson } from "@/lib/learning/types";

const TONE = { red: "destructive", yellow: "warning", green: "success" } as const;

/** An exam's difficulty, coloured from easy (green) to hard (red). */
export function DifficultyBadge({ difficulty, className }: { difficulty: ExamJson["difficulty"]; className?: string }) {
  const t = useTranslations("PrepExams");
  return (
    <Badge variant={TONE[difficultyTone(difficulty)]} className={className}>
      {t(`difficulty.${difficulty}`)}
    </Badge>
  );
}
