#!/usr/bin/env python3
"""Generate dialint's benchmark corpus, deterministically.

Usage: generate-corpus.py OUT_DIR [FILES] [DIALOGS_PER_FILE]

Writes FILES spec files of DIALOGS_PER_FILE dialogs each (default 1,000 x 100, about 30 MB),
a realistic mix of good and bad copy, plus `one.json` with a single dialog. The same arguments
always give the same bytes (a fixed seed), so runs can be compared.
"""
import json
import os
import random
import sys

GOOD_TITLES = [
    "Delete this photo?", "Unable to connect to the server", "iCloud storage is full", "Turn on Wi-Fi to use AirDrop",
    "%@ wants to use the camera", "Couldn’t upload to Dropbox", "Sign in to iCloud", "Remove {name} from the album?",
    "Apple Pay isn’t set up", "The PDF is too large to send", "Meeting moved to Monday", "Save changes to “{doc}”?",
    "Download complete", "Allow notifications?", "Empty Trash?", "Low Power Mode is on",
]
BAD_TITLES = [
    "Delete This Photo?", "Error", "Are You Sure", "You entered the wrong password", "Oops!", "Unable To Connect.",
    "Click OK to continue", "Warning", "Do you want to delete this file", "Your download is complete!!",
    "Something went wrong and we could not save your changes to the document at this time",
]
GOOD_MESSAGES = [
    "It will be removed from all devices.", "Check the network settings and try again.",
    "Free up space in Settings > General > iPhone Storage.", "The file “Report.pdf” couldn’t be opened.",
    "This can’t be undone.", None, None,
]
BAD_MESSAGES = [
    "Tap OK to continue", "You Can't Undo This Action.", "click here to learn more...", "your changes will be lost",
    "Press Cancel to go back.  Or press Delete.",
]
BUTTON_SETS = [
    [("Cancel", "cancel"), ("Delete", "destructive")],
    [("Not Now", "cancel"), ("Allow", None)],
    [("Cancel", "cancel"), ("Try Again", None)],
    [("OK", None)],
    [("Yes", None), ("No", None)],
    [("cancel", None), ("Delete all", None)],
    [("Ok", None), ("Cancel", "cancel"), ("Remind Me Later", None)],
    [("Sign In", None), ("Cancel", "cancel")],
]


SUBJECTS = ["photo", "album", "document", "note", "reminder", "playlist", "file", "folder", "message", "contact",
            "event", "bookmark", "download", "recording", "backup", "account", "passkey", "widget", "shortcut", "tab"]
NAMES = ["Dropbox", "iCloud Drive", "Google Drive", "AirDrop", "Apple Pay", "Face ID", "Wi-Fi", "Bluetooth", "Safari",
         "Mail", "the server", "%@", "{name}", "Acme Cloud", "Monday", "January", "the printer", "Notes"]
GOOD_PATTERNS = ["Delete this {s}?", "Unable to open the {s}", "Couldn’t sync with {n}", "Save the {s} to {n}?",
                 "The {s} is too large to send", "{n} isn’t available", "Move the {s} to Trash?", "Share the {s} with {n}?",
                 "Remove {count} {s}s?", "Turn on {n} to continue", "The {s} was moved to {n}"]
BAD_PATTERNS = ["Delete This {S}?", "Error", "You Can’t Open The {S}", "Are you sure you want to delete your {s}",
                "Oops! The {s} failed", "Click OK to remove the {s}", "Your {s} Is Ready!", "Unable To Reach {n}."]
GOOD_MESSAGE_PATTERNS = ["The {s} will be removed from all devices.", "Check the connection to {n} and try again.",
                         "The {s} “{Title}” can’t be opened because it is damaged.", None, None]
BAD_MESSAGE_PATTERNS = ["Tap OK to delete your {s}", "you will lose the {S} forever...", "Press Cancel to keep  the {s}.",
                        "The {S} Could Not Be Saved To {n}"]


def fill(rng, pattern):
    if pattern is None:
        return None
    s = rng.choice(SUBJECTS)
    return (pattern.replace("{s}", s).replace("{S}", s.capitalize()).replace("{n}", rng.choice(NAMES))
            .replace("{count}", str(rng.randint(2, 500))).replace("{Title}", rng.choice(["Q3 Report", "Trip", "Draft 7"])))


def dialog(rng, index):
    bad = rng.random() < 0.4
    kind = rng.choice(["alert"] * 6 + ["actionSheet"] * 3 + ["modal"])
    d = {"id": f"dialog-{index}", "kind": kind}
    if kind == "modal":
        d["title"] = rng.choice(["New Message", "Edit album", "Add Account", "Settings"])
        d["buttons"] = [{"title": "Cancel", "role": "cancel"}, {"title": rng.choice(["Done", "Save", "Send"])}]
        return d
    # Titles and messages are composed, so that (as in a real app) few of them repeat;
    # button titles come from small sets, as real ones do.
    if kind == "alert" or rng.random() < 0.3:
        d["title"] = fill(rng, rng.choice(BAD_PATTERNS if bad else GOOD_PATTERNS))
    message = fill(rng, rng.choice(BAD_MESSAGE_PATTERNS if bad else GOOD_MESSAGE_PATTERNS))
    if message and kind == "alert":
        d["message"] = message
    buttons = rng.choice(BUTTON_SETS if bad else BUTTON_SETS[:3])
    if kind == "actionSheet":
        buttons = [("Delete Photo", "destructive"), ("Share…", None), ("Cancel", "cancel")] if not bad else buttons
    d["buttons"] = [dict({"title": t}, **({"role": r} if r else {})) for t, r in buttons]
    if kind == "alert" and rng.random() < 0.1:
        d["textFields"] = [{"placeholder": rng.choice(["Album name", "Password"])}]
    return d


def main(argv):
    out = argv[1] if len(argv) > 1 else ".build/bench/corpus"
    files = int(argv[2]) if len(argv) > 2 else 1000
    per_file = int(argv[3]) if len(argv) > 3 else 100
    rng = random.Random(20231112)
    os.makedirs(out, exist_ok=True)
    for n in range(files):
        spec = {"locale": "en", "dialogs": [dialog(rng, n * per_file + i) for i in range(per_file)]}
        with open(os.path.join(out, f"spec-{n:04d}.json"), "w", encoding="utf-8") as f:
            json.dump(spec, f, indent=2, ensure_ascii=False)
            f.write("\n")
    with open(os.path.join(out, "..", "one.json"), "w", encoding="utf-8") as f:
        json.dump({"dialogs": [dialog(rng, 0)]}, f, indent=2, ensure_ascii=False)
        f.write("\n")


if __name__ == "__main__":
    main(sys.argv)
