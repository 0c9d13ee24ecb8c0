// A model of Darwin's `MacTypes.h` (macOS/iOS SDK, usr/include/MacTypes.h),
// which `CoreFoundation/CFBase.h` includes on every Apple platform, so that
// `import SwiftUI`, `Foundation`, `UIKit`, `AppKit`, `SpriteKit` and `XCTest`
// make these names visible in every file of an app. Only the type names are
// modelled (with the header's layouts); the integer typedefs that the Clang
// importer maps onto the standard library (UInt8, SInt32, Float64, ...) are
// left out, because Swift never shows them as distinct types.
//
// Source: Apple, MacTypes.h, "Version: CarbonCore-769~1" (usr/include/MacTypes.h
// in the macOS SDK); the names are listed in Tests/AppleModel/Names/mactypes.txt.
// Float80 is left out too: Swift's own Float80 takes that name on x86.
#ifndef HEXGRID_APPLE_MODEL_MACTYPES_H
#define HEXGRID_APPLE_MODEL_MACTYPES_H

typedef signed int HexGridModelSInt32;
typedef unsigned int HexGridModelUInt32;

// Fixed-point and address types.
typedef HexGridModelSInt32 Fixed;
typedef Fixed *FixedPtr;
typedef HexGridModelSInt32 Fract;
typedef Fract *FractPtr;
typedef HexGridModelUInt32 UnsignedFixed;
typedef UnsignedFixed *UnsignedFixedPtr;
typedef short ShortFixed;
typedef ShortFixed *ShortFixedPtr;
typedef char *Ptr;
typedef Ptr *Handle;
typedef long Size;
typedef short OSErr;
typedef HexGridModelSInt32 OSStatus;
typedef void *LogicalAddress;
typedef const void *ConstLogicalAddress;
typedef void *PhysicalAddress;
typedef unsigned char *BytePtr;
typedef unsigned long ByteCount;
typedef unsigned long ByteOffset;
typedef HexGridModelSInt32 Duration;
typedef HexGridModelUInt32 OptionBits;
typedef unsigned long ItemCount;
typedef HexGridModelUInt32 PBVersion;
typedef short ScriptCode;
typedef short LangCode;
typedef short RegionCode;
typedef HexGridModelUInt32 FourCharCode;
typedef FourCharCode OSType;
typedef FourCharCode ResType;
typedef OSType *OSTypePtr;
typedef ResType *ResTypePtr;
typedef unsigned char Boolean;
typedef long (*ProcPtr)(void);
typedef ProcPtr *ProcHandle;
typedef ProcPtr Register68kProcPtr;
typedef struct RoutineDescriptor *UniversalProcPtrModel;
typedef ProcPtr UniversalProcPtr;
typedef UniversalProcPtr *UniversalProcHandle;
typedef void *PRefCon;
typedef void *URefCon;
typedef void *SRefCon;

// Text.
typedef HexGridModelUInt32 UnicodeScalarValue;
typedef HexGridModelUInt32 UTF32Char;
typedef unsigned short UniChar;
typedef unsigned short UTF16Char;
typedef unsigned char UTF8Char;
typedef UniChar *UniCharPtr;
typedef unsigned long UniCharCount;
typedef UniCharCount *UniCharCountPtr;
typedef unsigned char Str255[256];
typedef unsigned char Str63[64];
typedef unsigned char Str32[33];
typedef unsigned char Str31[32];
typedef unsigned char Str27[28];
typedef unsigned char Str15[16];
typedef unsigned char Str32Field[34];
typedef Str63 StrFileName;
typedef unsigned char *StringPtr;
typedef StringPtr *StringHandle;
typedef const unsigned char *ConstStringPtr;
typedef const unsigned char *ConstStr255Param;
typedef const unsigned char *ConstStr63Param;
typedef const unsigned char *ConstStr32Param;
typedef const unsigned char *ConstStr31Param;
typedef const unsigned char *ConstStr27Param;
typedef const unsigned char *ConstStr15Param;
typedef ConstStr63Param ConstStrFileNameParam;
typedef unsigned char Byte;
typedef signed char SignedByte;
typedef short CharParameter;

// The structures: Point, Rect and friends (QuickDraw's, on every platform).
struct wide { HexGridModelUInt32 lo; HexGridModelSInt32 hi; };
typedef struct wide wide;
typedef wide *WidePtr;
struct UnsignedWide { HexGridModelUInt32 lo; HexGridModelUInt32 hi; };
typedef struct UnsignedWide UnsignedWide;
typedef UnsignedWide *UnsignedWidePtr;
struct extended80 { short exp; short man[4]; };
typedef struct extended80 extended80;
struct extended96 { short exp[2]; short man[4]; };
typedef struct extended96 extended96;
struct Float96 { short exp[2]; short man[4]; };
typedef struct Float96 Float96;
struct Float32Point { float x; float y; };
typedef struct Float32Point Float32Point;
struct ProcessSerialNumber { HexGridModelUInt32 highLongOfPSN; HexGridModelUInt32 lowLongOfPSN; };
typedef struct ProcessSerialNumber ProcessSerialNumber;
typedef ProcessSerialNumber *ProcessSerialNumberPtr;
struct Point { short v; short h; };
typedef struct Point Point;
typedef Point *PointPtr;
struct Rect { short top; short left; short bottom; short right; };
typedef struct Rect Rect;
typedef Rect *RectPtr;
struct FixedPoint { Fixed x; Fixed y; };
typedef struct FixedPoint FixedPoint;
struct FixedRect { Fixed left; Fixed top; Fixed right; Fixed bottom; };
typedef struct FixedRect FixedRect;
typedef unsigned char Style;
typedef short StyleParameter;
typedef Style StyleField;
typedef HexGridModelSInt32 TimeScale;
typedef HexGridModelSInt32 TimeValue;
typedef wide CompTimeValue;
typedef long long TimeValue64;
typedef struct TimeBaseRecord *TimeBase;
struct TimeRecord { CompTimeValue value; TimeScale scale; TimeBase base; };
typedef struct TimeRecord TimeRecord;
struct NumVersion { unsigned char nonRelRev; unsigned char stage; unsigned char minorAndBugRev; unsigned char majorRev; };
typedef struct NumVersion NumVersion;
union NumVersionVariant { NumVersion parts; HexGridModelUInt32 whole; };
typedef union NumVersionVariant NumVersionVariant;
typedef NumVersionVariant *NumVersionVariantPtr;
typedef NumVersionVariantPtr *NumVersionVariantHandle;
struct VersRec { NumVersion numericVersion; short countryCode; Str255 shortVersion; Str255 reserved; };
typedef struct VersRec VersRec;
typedef VersRec *VersRecPtr;
typedef VersRecPtr *VersRecHndl;
typedef HexGridModelUInt32 AbsoluteTime;
typedef unsigned char VHSelect;

#endif
