"use client";

import { Plus } from "lucide-react";
import { Button } from "@/components/ui/button";

/** The "add / share / ask" button beside a list's search box. */
export function AddButton({ label, onClick, icon: Icon = Plus }: { label: string; onClick: () => void; icon?: React.ComponentType }) {
  return (
    <Button onClick={onClick}>
      <Icon /> {label}
    </Button>
  );
}
