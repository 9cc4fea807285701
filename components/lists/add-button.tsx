"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The "add / share / ask" button beside a list's search box; `onIntent` (pointed at, focused) starts loading a lazy form early. */
export function AddButton({
  label,
  onClick,
  onIntent,
  icon: Icon = Plus,
}: {
  label: string;
  onClick: () => void;
  onIntent?: () => unknown;
  icon?: React.ComponentType;
}) {
  return (
    <Button onClick={onClick} onPointerEnter={onIntent} onFocus={onIntent}>
      <Icon /> {label}
    </Button>
  );
}
